import jax
import jax.numpy as jnp

from linfit.model import PolynomialRegressor
from linfit.trainer import SGDTrainer


def make_batches(num_batches, batch_size):
    batches = []
    for i in range(num_batches):
        x = jax.random.uniform(jax.random.PRNGKey(i), (batch_size,), minval=-1.0, maxval=1.0)
        batches.append((x, 1.0 - 2.0 * x + 0.5 * x ** 2))
    return batches


def main(num_batches=4):
    model = PolynomialRegressor(degree=2)
    trainer = SGDTrainer(model, learning_rate=0.3)
    return trainer, model.init(), make_batches(num_batches, batch_size=32)


if __name__ == "__main__":
    trainer, coeffs, batches = main()
    print(trainer.fit(coeffs, batches)[0], jnp.array([1.0, -2.0, 0.5]))
