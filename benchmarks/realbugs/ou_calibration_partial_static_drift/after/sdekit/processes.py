def ou_drift(x, theta, mu):
    return theta * (mu - x)


def constant_diffusion(x):
    return 0.3
