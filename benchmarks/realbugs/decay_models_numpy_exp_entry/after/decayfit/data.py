import numpy as np


def synthetic_curve(model, true_params, x, noise, seed):
    rng = np.random.default_rng(seed)
    return model(np.asarray(true_params), x) + noise * rng.standard_normal(x.shape)
