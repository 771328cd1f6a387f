import jax
import jax.numpy as jnp

from imgcls.evaluator import Evaluator

NUM_CLASSES = 10


def make_batches(key, num_batches=4, batch_size=50, features=20):
    centres = jax.random.normal(jax.random.PRNGKey(42), (NUM_CLASSES, features))
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        label_key, noise_key = jax.random.split(batch_key)
        labels = jax.random.randint(label_key, (batch_size,), 0, NUM_CLASSES)
        x = centres[labels] + 1.5 * jax.random.normal(noise_key, (batch_size, features))
        batches.append((x, labels))
    return centres, batches


def main():
    centres, batches = make_batches(jax.random.PRNGKey(0))
    # A nearest-centre classifier written as softmax regression: w = centres^T, b = -|c|^2 / 2.
    params = {"w": centres.T, "b": -0.5 * jnp.sum(centres ** 2, axis=1)}
    return Evaluator(k=3).evaluate(params, batches)


if __name__ == "__main__":
    print(main())
