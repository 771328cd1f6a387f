import jax
import jax.numpy as jnp

from denoise import DenoiserTrainer


def losses_from_same_start():
    """Two steps from the same weights and batch: with fresh noise each step, the losses differ."""
    trainer = DenoiserTrainer(noise_scale=0.2, learning_rate=0.5)
    clean = jax.random.uniform(jax.random.PRNGKey(0), (32, 16))
    weights = jnp.eye(16)
    _, first = trainer.step(weights, clean)
    _, second = trainer.step(weights, clean)
    return first, second


if __name__ == "__main__":
    print(losses_from_same_start())
