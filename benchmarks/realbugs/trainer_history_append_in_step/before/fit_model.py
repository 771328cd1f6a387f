import jax.numpy as jnp

from fitloop.models import Polynomial
from fitloop.trainer import Trainer


def main():
    x = jnp.linspace(-1.0, 1.0, 32)
    y = 1.0 - 2.0 * x + 0.5 * x ** 2
    model = Polynomial(degree=2)
    trainer = Trainer(model, learning_rate=0.2)
    trainer.fit(model.init(), x, y, num_steps=5)
    return trainer.loss_curve()


if __name__ == "__main__":
    print(main())
