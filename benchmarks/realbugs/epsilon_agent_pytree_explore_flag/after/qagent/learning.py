import jax


def make_episode(env, horizon, alpha=0.5, gamma=0.9):
    def transition(carry, key):
        agent, state = carry
        action = agent.act(state, key)
        next_state, reward = env.step(state, action)
        target = reward + gamma * agent.q_table[next_state].max()
        q = agent.q_table.at[state, action].add(alpha * (target - agent.q_table[state, action]))
        return (agent.with_q_table(q), next_state), reward

    @jax.jit
    def run_episode(agent, key):
        (agent, _), rewards = jax.lax.scan(transition, (agent, 0), jax.random.split(key, horizon))
        return agent, rewards.sum()

    return run_episode
