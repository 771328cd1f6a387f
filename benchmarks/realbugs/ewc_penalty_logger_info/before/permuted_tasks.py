import logging

import jax

from continual.ewc import ElasticWeightConsolidation, diagonal_fisher
from continual.net import accuracy, init_classifier
from continual.train import make_step

DIM, NUM_CLASSES = 64, 10


def make_task(key, prototypes, n=1024):
    """A permuted-MNIST-like task: noisy class prototypes with the features shuffled by a task permutation."""
    k_y, k_noise, k_perm = jax.random.split(key, 3)
    y = jax.random.randint(k_y, (n,), 0, NUM_CLASSES)
    x = prototypes[y] + 0.5 * jax.random.normal(k_noise, (n, DIM))
    return x[:, jax.random.permutation(k_perm, DIM)], y


def run_task(step, params, x, y, num_steps, batch_size=128):
    for i in range(num_steps):
        start = (i * batch_size) % x.shape[0]
        params, loss = step(params, x[start:start + batch_size], y[start:start + batch_size])
    return params


def main(steps_per_task=50, strength=100.0):
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    key = jax.random.PRNGKey(0)
    k_proto, k_a, k_b, k_init = jax.random.split(key, 4)
    prototypes = 2.0 * jax.random.normal(k_proto, (NUM_CLASSES, DIM))
    task_a, task_b = make_task(k_a, prototypes), make_task(k_b, prototypes)
    params = run_task(make_step(), init_classifier(k_init, DIM), *task_a, steps_per_task)
    ewc = ElasticWeightConsolidation(params, diagonal_fisher(params, *task_a), strength)
    params = run_task(make_step(ewc), params, *task_b, steps_per_task)
    acc_a, acc_b = float(accuracy(params, *task_a)), float(accuracy(params, *task_b))
    print(f"after task B: accuracy on A {acc_a:.3f}, on B {acc_b:.3f}")
    return acc_a, acc_b


if __name__ == "__main__":
    main()
