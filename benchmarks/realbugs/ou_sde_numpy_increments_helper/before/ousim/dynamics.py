from ousim.noise import brownian_increments


def euler_maruyama_step(x, theta, mu, chol, dt):
    """Ornstein-Uhlenbeck: dX = theta (mu - X) dt + chol dW."""
    return x + theta * (mu - x) * dt + brownian_increments(chol, dt, x.shape[0])
