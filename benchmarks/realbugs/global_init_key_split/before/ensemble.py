"""An ensemble of small networks, each initialised on the device with its own random weights."""
import jax
import jax.numpy as jnp

from tinynet import Dense, Sequential

MODEL = Sequential(Dense(4, 16), Dense(16, 1))
init_on_device = jax.jit(MODEL.init)


def build_ensemble(size=5):
    return [init_on_device() for _ in range(size)]


def ensemble_spread(members, x):
    outputs = jnp.stack([MODEL.apply(p, x) for p in members])
    return jnp.std(outputs, axis=0)


if __name__ == "__main__":
    members = build_ensemble()
    print(ensemble_spread(members, jnp.ones((3, 4))))
