import jax
import jax.numpy as jnp

from accum.classifier import accuracy, init_params
from accum.loop import run_epochs
from accum.optim import GradientAccumulator


def make_blobs(key, num_per_class=64, num_classes=3, num_features=4):
    centers = 3.0 * jnp.eye(num_classes, num_features)
    noise = jax.random.normal(key, (num_classes, num_per_class, num_features))
    x = (centers[:, None, :] + noise).reshape(-1, num_features)
    labels = jnp.repeat(jnp.arange(num_classes), num_per_class)
    return x, labels


def main(num_epochs=30, micro_batch=16):
    data_key, perm_key, init_key = jax.random.split(jax.random.PRNGKey(3), 3)
    x, labels = make_blobs(data_key)
    order = jax.random.permutation(perm_key, x.shape[0])
    x, labels = x[order], labels[order]
    micro_batches = [(x[i:i + micro_batch], labels[i:i + micro_batch]) for i in range(0, x.shape[0], micro_batch)]
    params = init_params(init_key, x.shape[1], 3)
    params = run_epochs(params, GradientAccumulator(learning_rate=0.5, every_k=4), micro_batches, num_epochs)
    acc = accuracy(params, x, labels)
    print("train accuracy %.3f" % acc)
    return acc


if __name__ == "__main__":
    main()
