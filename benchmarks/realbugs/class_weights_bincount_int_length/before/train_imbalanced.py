from dataclasses import dataclass

import jax
import jax.numpy as jnp

from imbalance.trainer import Trainer


@dataclass(frozen=True)
class Config:
    num_classes: int = 4
    dim: int = 6
    learning_rate: float = 0.5


def make_batches(config, n=3, batch_size=64):
    key = jax.random.PRNGKey(0)
    batches = []
    for _ in range(n):
        key, kx, ky = jax.random.split(key, 3)
        labels = jax.random.categorical(ky, jnp.log(jnp.array([0.7, 0.2, 0.07, 0.03])), shape=(batch_size,))
        x = jax.random.normal(kx, (batch_size, config.dim)) + labels[:, None]
        batches.append((x, labels))
    return batches


def main():
    config = Config()
    params = {"w": jnp.zeros((config.dim, config.num_classes)), "b": jnp.zeros(config.num_classes)}
    return Trainer(config).fit(params, make_batches(config))


if __name__ == "__main__":
    print(main()[1])
