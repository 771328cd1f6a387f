import jax
import jax.numpy as jnp

from tstate.trainer import Trainer


def make_batches(n, batch_size=32, dim=5):
    key = jax.random.PRNGKey(3)
    w_true = jnp.arange(1.0, dim + 1.0)
    batches = []
    for _ in range(n):
        key, sub = jax.random.split(key)
        x = jax.random.normal(sub, (batch_size, dim))
        batches.append((x, jnp.sign(x @ w_true)))
    return batches


def build_trainer(dim=5):
    return Trainer({"w": jnp.zeros(dim), "b": jnp.zeros(())}, learning_rate=0.1)


if __name__ == "__main__":
    trainer = build_trainer()
    print(trainer.fit(make_batches(5)))
