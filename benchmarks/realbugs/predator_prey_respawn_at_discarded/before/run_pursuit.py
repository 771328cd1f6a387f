import jax

from pursuit.env import PredatorPrey
from pursuit.heuristics import chase_nearest


def main(num_steps=200):
    env = PredatorPrey()
    step = jax.jit(env.step)
    key, reset_key = jax.random.split(jax.random.PRNGKey(0))
    state = env.reset(reset_key)
    total_reward = 0.0
    for _ in range(num_steps):
        key, sub = jax.random.split(key)
        state, rewards = step(state, chase_nearest(state), sub)
        total_reward += float(rewards[0])
    print("captures %d, reward per predator %.1f" % (state.captures, total_reward))
    return env, state


if __name__ == "__main__":
    main()
