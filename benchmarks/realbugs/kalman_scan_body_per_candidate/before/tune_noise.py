import jax
import jax.numpy as jnp

from trackfilt import ConstantVelocityKalman

CANDIDATES = (0.01, 0.03, 0.1, 0.3, 1.0)


def simulated_track(key, n=200, dt=0.1, q=0.1, r=0.25):
    key_acc, key_obs = jax.random.split(key)
    acc = jnp.sqrt(q / dt) * jax.random.normal(key_acc, (n,))
    velocity = jnp.cumsum(acc * dt)
    position = jnp.cumsum(velocity * dt)
    return position + jnp.sqrt(r) * jax.random.normal(key_obs, (n,))


def tune(filt, observations):
    scores = [float(filt.log_likelihood(observations, q)) for q in CANDIDATES]
    return CANDIDATES[scores.index(max(scores))], scores


def main():
    filt = ConstantVelocityKalman(dt=0.1, obs_noise=0.25)
    observations = simulated_track(jax.random.PRNGKey(2))
    return filt, observations, tune(filt, observations)


if __name__ == "__main__":
    _, _, (best, scores) = main()
    print("best process noise:", best)
