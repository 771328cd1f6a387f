import jax.numpy as jnp

from warmfit.schedules import LinearWarmup
from warmfit.trainer import Trainer


def make_trainer():
    return Trainer(LinearWarmup(peak=0.1, warmup_steps=10))


def main():
    trainer = make_trainer()
    batches = [(jnp.ones((8, 2)), jnp.ones(8))] * 4
    params, _ = trainer.fit({"w": jnp.zeros(2)}, batches)
    return params, trainer


if __name__ == "__main__":
    print(main())
