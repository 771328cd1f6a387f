import jax
import jax.numpy as jnp

from chaindqn.actor import Actor
from chaindqn.env import Chain
from chaindqn.learner import q_learning_step
from chaindqn.memory import ReplayBuffer


def main(num_steps=400, batch_size=32):
    env = Chain(length=5)
    memory = ReplayBuffer(capacity=1000)
    # Q-learning is off-policy: a uniformly random behaviour policy explores the chain, the greedy one is learned
    actor = Actor(env, memory, epsilon=1.0)
    params = jnp.zeros((5, 2))
    key = jax.random.PRNGKey(0)
    state = env.reset()
    for step in range(num_steps):
        key, act_key = jax.random.split(key)
        state = actor.act_and_store(params, state, act_key)
        if len(memory) >= batch_size:
            params, _ = q_learning_step(params, memory.sample(batch_size))
    return params, memory


if __name__ == "__main__":
    params, memory = main()
    print("greedy actions:", jnp.argmax(params, axis=1))
