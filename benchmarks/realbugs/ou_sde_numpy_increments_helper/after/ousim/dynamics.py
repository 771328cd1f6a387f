from ousim.noise import brownian_increments


def euler_maruyama_step(key, x, theta, mu, chol, dt):
    """Ornstein-Uhlenbeck: dX = theta (mu - X) dt + chol dW."""
    return x + theta * (mu - x) * dt + brownian_increments(key, chol, dt, x.shape[0])
