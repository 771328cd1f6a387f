import jax
import jax.numpy as jnp


class UnscentedKalmanFilter:
    """UKF with Van der Merwe's scaled sigma points; the whole scan of radar scans is jitted."""

    def __init__(self, motion, sensor, alpha=0.5, beta=2.0, kappa=0.0):
        self.motion = motion
        self.sensor = sensor
        n = motion.F.shape[0]
        self.n = n
        self.lam = alpha**2 * (n + kappa) - n
        wm = jnp.full(2 * n + 1, 0.5 / (n + self.lam))
        self.wm = wm.at[0].set(self.lam / (n + self.lam))
        self.wc = self.wm.at[0].add(1.0 - alpha**2 + beta)
        self._filter = jax.jit(self.filter)

    def sigma_points(self, mean, cov):
        root = jnp.linalg.cholesky((self.n + self.lam) * cov)
        return jnp.concatenate([mean[None, :], mean + root.T, mean - root.T])

    def unscented_transform(self, points, noise_cov):
        mean = self.wm @ points
        centred = points - mean
        return mean, (self.wc[:, None] * centred).T @ centred + noise_cov

    def step(self, carry, measurement):
        mean, cov = carry
        points = jax.vmap(self.motion.transition)(self.sigma_points(mean, cov))
        mean, cov = self.unscented_transform(points, self.motion.Q)
        points = self.sigma_points(mean, cov)
        predicted = jax.vmap(self.sensor.measure)(points)
        z_mean, z_cov = self.unscented_transform(predicted, self.sensor.R)
        cross = (self.wc[:, None] * (points - mean)).T @ (predicted - z_mean)
        gain = cross @ jnp.linalg.inv(z_cov)
        mean = mean + gain @ (measurement - z_mean)
        cov = cov - gain @ z_cov @ gain.T
        return (mean, cov), mean

    def filter(self, mean, cov, measurements):
        return jax.lax.scan(self.step, (mean, cov), measurements)[1]

    def run(self, mean, cov, measurements):
        return self._filter(mean, cov, measurements)
