import jax

from minigym import Asterix, EnvParams


def random_rollout(seed, num_steps=30):
    env, params = Asterix(), EnvParams()
    key = jax.random.PRNGKey(seed)
    key, key_reset = jax.random.split(key)
    obs, state = env.reset(key_reset, params)
    total_reward, episodes = 0.0, 0
    for _ in range(num_steps):
        key, key_act, key_step = jax.random.split(key, 3)
        action = jax.random.randint(key_act, (), 0, 5)
        obs, state, reward, done, _ = env.step(key_step, state, action, params)
        total_reward += float(reward)
        episodes += int(done)
    return obs, total_reward, episodes
