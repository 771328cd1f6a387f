import jax
import jax.numpy as jnp

from trackkf.filter import kalman_filter
from trackkf.models import constant_velocity, position_sensor

DT = 0.1


@jax.jit
def track(measurements):
    F, Q = constant_velocity(DT, 0.05)
    H, R = position_sensor(0.2)
    x0 = jnp.zeros(4)
    P0 = jnp.diag(jnp.array([1.0, 1.0, 4.0, 4.0]))
    return kalman_filter(x0, P0, measurements, F, Q, H, R)


def main():
    t = DT * jnp.arange(1, 201)
    truth = jnp.stack([1.0 * t, -0.5 * t], axis=1)
    measurements = truth + 0.2 * jax.random.normal(jax.random.key(5), truth.shape)
    states = track(measurements)
    velocity = jnp.mean(states[-50:, 2:], axis=0)
    print("estimated velocity", velocity)
    return velocity


if __name__ == "__main__":
    main()
