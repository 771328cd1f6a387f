import jax
import jax.numpy as jnp

from tracking.kalman import KalmanFilter
from tracking.models import constant_velocity


def simulate(key, n_steps=50, dt=0.1, speed=1.5, noise=0.5):
    times = dt * jnp.arange(1, n_steps + 1)
    truth = speed * times
    return truth, (truth + noise * jax.random.normal(key, (n_steps,)))[:, None]


def main():
    truth, measurements = simulate(jax.random.PRNGKey(5))
    kf = KalmanFilter(constant_velocity())
    estimates = kf(jnp.zeros(2), jnp.eye(2), measurements)
    rmse = float(jnp.sqrt(jnp.mean((estimates[:, 0] - truth) ** 2)))
    print(f"position RMSE {rmse:.3f}")
    return rmse


if __name__ == "__main__":
    main()
