import jax
import jax.numpy as jnp

from reservoir import NVAR, Ridge

MODEL = NVAR(input_dim=1, delay=2)
featurize = jax.jit(MODEL.run)


def one_step_forecast(n=200):
    t = jnp.linspace(0.0, 20.0, n)
    series = jnp.sin(t)[:, None]
    features = featurize(series[:-1])
    weights = Ridge().fit(features, series[1:])
    return features, features @ weights, series[1:]


if __name__ == "__main__":
    _, pred, target = one_step_forecast()
    print(float(jnp.mean((pred - target) ** 2)))
