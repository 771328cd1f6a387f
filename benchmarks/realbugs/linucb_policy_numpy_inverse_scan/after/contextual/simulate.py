import jax
import jax.numpy as jnp


def make_environment(key, num_arms, dim):
    return jax.random.normal(key, (num_arms, dim)) / jnp.sqrt(dim)


def run(policy, true_theta, key, num_rounds):
    """Plays `num_rounds` rounds; returns the cumulative regret after each round."""
    dim = true_theta.shape[1]

    def round_fn(state, round_key):
        ctx_key, noise_key = jax.random.split(round_key)
        context = jax.random.normal(ctx_key, (dim,))
        expected = true_theta @ context
        arm = jnp.argmax(policy.scores(state, context))
        reward = expected[arm] + 0.1 * jax.random.normal(noise_key)
        state = policy.update(state, arm, context, reward)
        return state, jnp.max(expected) - expected[arm]

    _, regret = jax.lax.scan(round_fn, policy.init(), jax.random.split(key, num_rounds))
    return jnp.cumsum(regret)
