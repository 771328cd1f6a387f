import jax
import jax.numpy as jnp

from linreg import Trainer


def make_batches(key, num_batches, batch_size=16, features=3):
    true_w = jnp.array([1.0, -2.0, 0.5])
    batches = []
    for batch_key in jax.random.split(key, num_batches):
        x = jax.random.normal(batch_key, (batch_size, features))
        batches.append((x, x @ true_w + 0.3))
    return batches


def main(num_batches=3):
    trainer = Trainer(features=3)
    trainer.fit(make_batches(jax.random.PRNGKey(0), num_batches))
    return trainer, make_batches(jax.random.PRNGKey(1), 2)


if __name__ == "__main__":
    print(main()[0].params)
