import jax


def run_episode(env, key):
    position = env.reset()
    episode_return = 0.0
    for _ in range(env.max_steps):
        key, action_key = jax.random.split(key)
        action = jax.random.randint(action_key, (), 0, 4)
        position, reward = env.step(position, action)
        episode_return += float(reward)
        if env.t >= env.max_steps:
            break
    return episode_return, env.t
