import jax
import jax.numpy as jnp

from eqxfit.loop import fit
from eqxfit.models import Regressor


def make_data(key, n=256):
    x = jax.random.uniform(key, (n, 2), minval=-1.0, maxval=1.0)
    return x, jnp.sin(2.0 * x[:, 0]) * jnp.cos(x[:, 1])


def main(num_epochs=20):
    data = make_data(jax.random.PRNGKey(0))
    model = Regressor(2, 32, jax.random.PRNGKey(1))
    model, losses = fit(model, data, num_epochs)
    return model, data, losses


if __name__ == "__main__":
    print(main()[-1][-1])
