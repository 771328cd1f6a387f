import jax
import jax.numpy as jnp

from decayfit.schedules import ExponentialDecay
from decayfit.trainer import Trainer


def make_batches(num_batches=4):
    keys = jax.random.split(jax.random.PRNGKey(0), num_batches)
    batches = []
    for key in keys:
        x = jax.random.normal(key, (32, 3))
        batches.append((x, x @ jnp.array([1.0, -2.0, 0.5]) + 0.3))
    return batches


def main():
    trainer = Trainer(ExponentialDecay(init_value=0.1, rate=0.7))
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    batches = make_batches()
    params = trainer.fit(params, batches, epochs=3)
    return trainer, params, batches


if __name__ == "__main__":
    trainer, _, _ = main()
    print(trainer.epoch_losses)
