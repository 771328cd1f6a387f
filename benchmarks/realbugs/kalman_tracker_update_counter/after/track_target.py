import jax
import jax.numpy as jnp

from tracking.kalman import KalmanFilter
from tracking.models import constant_velocity


def simulate(model, key, n_steps):
    def step(x, k):
        k_w, k_v = jax.random.split(k)
        x = model.F @ x + jax.random.multivariate_normal(k_w, jnp.zeros(4), model.Q)
        z = model.H @ x + jax.random.multivariate_normal(k_v, jnp.zeros(2), model.R)
        return x, (x, z)

    _, (states, measurements) = jax.lax.scan(step, jnp.array([0.0, 0.0, 1.0, -0.5]), jax.random.split(key, n_steps))
    return states, measurements


def main(n_tracks=2, n_steps=50, seed=0):
    model = constant_velocity()
    kf = KalmanFilter(model)
    errors = []
    for key in jax.random.split(jax.random.key(seed), n_tracks):
        states, measurements = simulate(model, key, n_steps)
        means = kf.run(jnp.zeros(4), jnp.eye(4), measurements)
        errors.append(float(jnp.sqrt(jnp.mean((means[:, :2] - states[:, :2]) ** 2))))
        raw = float(jnp.sqrt(jnp.mean((measurements - states[:, :2]) ** 2)))
        print(f"position RMSE: filtered {errors[-1]:.3f}, raw measurements {raw:.3f}")
    print(f"{kf.n_updates} measurements assimilated")
    return kf.n_updates, errors


if __name__ == "__main__":
    main()
