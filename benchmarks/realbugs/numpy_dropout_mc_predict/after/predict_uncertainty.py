import jax
import jax.numpy as jnp

from scratchnet.model import MLP
from scratchnet.trainer import Trainer


def main():
    x = jnp.linspace(-2.0, 2.0, 64)[:, None]
    y = jnp.sin(2.0 * x[:, 0])
    model = MLP([1, 32, 32, 1], dropout=0.2)
    trainer = Trainer(model, learning_rate=0.05)
    params = trainer.fit(model.init(jax.random.PRNGKey(0)), x, y, steps=20, key=jax.random.PRNGKey(1))
    return trainer.mc_predict(params, x, num_samples=8, key=jax.random.PRNGKey(2))


if __name__ == "__main__":
    mean, std = main()
    print(float(std.mean()))
