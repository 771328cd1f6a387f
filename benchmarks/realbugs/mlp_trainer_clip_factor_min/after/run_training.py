import jax
import jax.numpy as jnp

from cliptrain.config import TrainConfig
from cliptrain.trainer import Trainer


def make_batches(key, count=30, size=64):
    batches = []
    for batch_key in jax.random.split(key, count):
        x = jax.random.normal(batch_key, (size, 4))
        batches.append({"x": x, "y": jnp.sin(x[:, 0]) + 0.5 * x[:, 1]})
    return batches


def main():
    trainer = Trainer(TrainConfig(), jax.random.PRNGKey(0))
    return trainer.fit(make_batches(jax.random.PRNGKey(1)))


if __name__ == "__main__":
    print(main())
