import jax


def make_split(key, n=240):
    x = jax.random.normal(key, (n, 2))
    y = (x[:, 0] * 0.8 + x[:, 1] * -0.5 > 0).astype("int32")
    return (x[:180], y[:180]), (x[180:], y[180:])
