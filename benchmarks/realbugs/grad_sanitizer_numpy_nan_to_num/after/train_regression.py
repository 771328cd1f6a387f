import jax
import jax.numpy as jnp

from sgdtools.trainer import Trainer
from sgdtools.transforms import SanitizeGrads, Sgd


def linear(params, inputs):
    return inputs @ params["w"] + params["b"]


def main():
    inputs = jax.random.normal(jax.random.key(1), (64, 3))
    targets = inputs @ jnp.array([1.0, -2.0, 0.5]) + 0.3
    trainer = Trainer(linear, Sgd(0.1, preprocess=SanitizeGrads()))
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    _, losses = trainer.fit(params, [(inputs, targets)] * 4)
    return losses


if __name__ == "__main__":
    print(main())
