import jax
import jax.numpy as jnp

from tracking.models import ConstantVelocity, RangeBearingRadar
from tracking.ukf import UnscentedKalmanFilter


def simulate(key, motion, sensor, n_scans=60):
    state = jnp.array([50.0, 20.0, -1.0, 0.8])
    truth, measurements = [], []
    for scan_key in jax.random.split(key, n_scans):
        state = motion.transition(state)
        noise = jax.random.multivariate_normal(scan_key, jnp.zeros(2), sensor.R)
        truth.append(state)
        measurements.append(sensor.measure(state) + noise)
    return jnp.stack(truth), jnp.stack(measurements)


def main():
    motion, sensor = ConstantVelocity(), RangeBearingRadar()
    truth, measurements = simulate(jax.random.PRNGKey(7), motion, sensor)
    ukf = UnscentedKalmanFilter(motion, sensor)
    estimates = ukf.run(jnp.array([48.0, 22.0, 0.0, 0.0]), jnp.diag(jnp.array([4.0, 4.0, 1.0, 1.0])), measurements)
    rmse = float(jnp.sqrt(jnp.mean(jnp.sum((estimates[20:, :2] - truth[20:, :2]) ** 2, axis=1))))
    print(f"position RMSE over the last 40 scans: {rmse:.3f}")
    return rmse


if __name__ == "__main__":
    main()
