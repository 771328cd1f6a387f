import jax
import jax.numpy as jnp

from agents import Reinforce

ARM_MEANS = jnp.array([0.1, 0.5, 0.9, 0.3])


class Runner:
    """Trains in jitted chunks of `inner_steps` scanned updates and logs after every chunk."""

    def __init__(self, agent, log_fn, inner_steps=10):
        self.agent = agent
        self.log_fn = log_fn
        self.inner_steps = inner_steps
        self._train_chunk = jax.jit(self._train_chunk_impl)

    def _inner_step(self, state, key):
        key_act, key_reward = jax.random.split(key)
        actions = self.agent.act(state, key_act)
        rewards = ARM_MEANS[actions] + 0.1 * jax.random.normal(key_reward, actions.shape)
        return self.agent.update(state, actions, rewards), None

    def _train_chunk_impl(self, state, key):
        state, _ = jax.lax.scan(self._inner_step, state, jax.random.split(key, self.inner_steps))
        return state

    def run(self, key, num_chunks):
        state = self.agent.init()
        for chunk in range(num_chunks):
            key, subkey = jax.random.split(key)
            state = self._train_chunk(state, subkey)
            self.log_fn({"chunk": chunk, **self.agent.logger.metrics})
        return state


def train(num_chunks=5, seed=0):
    history = []
    runner = Runner(Reinforce(num_arms=4), history.append)
    state = runner.run(jax.random.PRNGKey(seed), num_chunks)
    return state, history
