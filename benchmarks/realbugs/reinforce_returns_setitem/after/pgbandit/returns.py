import jax


def discounted_returns(rewards, gamma):
    """G_t = r_t + gamma * G_{t+1}, accumulated backwards over one episode."""

    def accumulate(running, reward):
        running = reward + gamma * running
        return running, running

    _, returns = jax.lax.scan(accumulate, 0.0, rewards, reverse=True)
    return returns
