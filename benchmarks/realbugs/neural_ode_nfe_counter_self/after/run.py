import jax
import jax.numpy as jnp

from odenet.fit import Trainer
from odenet.model import NeuralODERegressor


def spiral_targets(key, n=128):
    x = jax.random.normal(key, (n, 2))
    return x, jnp.sin(x[:, 0]) * jnp.cos(x[:, 1])


def main(steps=100, seed=0):
    model = NeuralODERegressor()
    trainer = Trainer(model)
    p_key, d_key = jax.random.split(jax.random.PRNGKey(seed))
    x, y = spiral_targets(d_key)
    params, losses = trainer.fit(model.init(p_key), x, y, steps)
    return trainer, losses


if __name__ == "__main__":
    trainer, losses = main()
    print(f"loss {losses[-1]:.4f}, {trainer.function_evaluations() / len(losses):.0f} function evaluations per step")
