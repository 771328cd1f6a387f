import numpy as np

from bayesmean.model import NormalMeanModel
from bayesmean.sampler import MetropolisHastings


def main(num_samples=3000):
    rng = np.random.default_rng(7)
    data = 1.5 + 2.0 * rng.standard_normal(40)
    model = NormalMeanModel(data, noise_sd=2.0, prior_mean=0.0, prior_sd=5.0)
    chain = MetropolisHastings(model, scale=0.6).sample(0.0, num_samples)
    return model, chain[500:]


if __name__ == "__main__":
    model, chain = main()
    print("exact", model.exact_posterior(), "mcmc", float(chain.mean()), float(chain.std()))
