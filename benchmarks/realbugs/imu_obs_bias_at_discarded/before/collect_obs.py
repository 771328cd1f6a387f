import jax
import jax.numpy as jnp

from duck_env import Joystick, SensorData

ENV = Joystick()
get_obs = jax.jit(ENV.get_obs)


def observe(sensors):
    return get_obs(SensorData(jnp.asarray(sensors)))


if __name__ == "__main__":
    print(observe([0.0, 0.1, 0.0, 0.2, 0.0, 9.81]))
