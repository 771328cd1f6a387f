import jax.numpy as jnp

from plateaufit.schedules import ReduceOnPlateau
from plateaufit.trainer import Trainer


def main():
    trainer = Trainer(ReduceOnPlateau(factor=0.5, patience=3), learning_rate=0.1)
    params, loss = trainer.fit(jnp.zeros(4), jnp.array([1.0, -2.0, 0.5, 3.0]), steps=20)
    return float(trainer.scheduler_state.best), float(loss)


if __name__ == "__main__":
    print(main())
