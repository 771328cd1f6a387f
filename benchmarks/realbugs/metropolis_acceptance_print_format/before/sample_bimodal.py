from mcsampler import MetroHas
from mcsampler.targets import bimodal_log_density


def main():
    sampler = MetroHas(bimodal_log_density, D=1, step_size=2.5)
    chains = [sampler.sample([0.0], 20_000, seed) for seed in range(3)]
    return chains


if __name__ == "__main__":
    for chain in main():
        print(float(chain.mean()), float((chain > 0).mean()))
