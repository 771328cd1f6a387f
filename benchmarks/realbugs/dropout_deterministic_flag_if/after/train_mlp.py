import jax
import jax.numpy as jnp

from mlpreg.model import MLP
from mlpreg.trainer import Trainer


def make_dataset(key, n=256):
    x = jax.random.uniform(key, (n, 2), minval=-2.0, maxval=2.0)
    return x, jnp.sin(x[:, 0]) + 0.5 * x[:, 1]


def main(epochs=40):
    x, y = make_dataset(jax.random.PRNGKey(0))
    model = MLP([2, 64, 64, 1], dropout_rate=0.1)
    trainer = Trainer(model, learning_rate=0.05)
    params, history = trainer.fit(model.init(jax.random.PRNGKey(1)), x, y, jax.random.PRNGKey(2), epochs)
    return trainer, params, x, y, history


if __name__ == "__main__":
    print(main()[-1][-1])
