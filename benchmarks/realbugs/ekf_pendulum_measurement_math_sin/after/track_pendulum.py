import jax
import jax.numpy as jnp

from pendfilter.ekf import ExtendedKalmanFilter
from pendfilter.models import PendulumModel
from pendfilter.simulate import simulate


def main(num_steps=500):
    model = PendulumModel()
    states, observations = simulate(model, jax.random.PRNGKey(3), jnp.array([1.5, 0.0]), num_steps)
    ekf = ExtendedKalmanFilter(model)
    means = ekf.run(jnp.array([1.0, 0.0]), jnp.eye(2), observations)
    rmse = float(jnp.sqrt(jnp.mean((means[:, 0] - states[:, 0]) ** 2)))
    print(f"angle RMSE {rmse:.3f} rad over {num_steps} steps")
    return rmse


if __name__ == "__main__":
    main()
