import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.optimize import minimize

from decayfit.data import synthetic_curve
from decayfit.models import damped_oscillation, exponential_decay

jax.config.update("jax_enable_x64", True)


def fit(model, x, y, p0):
    x, y = jnp.asarray(x), jnp.asarray(y)

    def loss(params):
        return jnp.sum((y - model(params, x)) ** 2)

    @jax.jit
    def run(start):
        return minimize(loss, start, method="BFGS", options=dict(gtol=1e-8)).x

    return run(jnp.asarray(p0))


def main():
    x = np.linspace(0.0, 10.0, 200)
    ramsey = synthetic_curve(damped_oscillation, [0.3, 0.8, 0.1], x, 0.01, seed=0)
    relaxation = synthetic_curve(exponential_decay, [1.0, 3.0, 0.05], x, 0.01, seed=1)
    return (np.asarray(fit(damped_oscillation, x, ramsey, [0.25, 0.78, 0.0])),
            np.asarray(fit(exponential_decay, x, relaxation, [0.8, 2.0, 0.0])))


if __name__ == "__main__":
    print(main())
