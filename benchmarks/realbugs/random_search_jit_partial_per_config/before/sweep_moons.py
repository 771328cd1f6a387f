import numpy as np

from hpsearch.search import run_sweep, sample_configs


def two_moons(rng, n, noise=0.15):
    angle = rng.uniform(0.0, np.pi, n)
    label = rng.integers(0, 2, n)
    x = np.stack([np.cos(angle) + label * 1.0, np.sin(angle) * (1 - 2 * label) + label * 0.5], axis=1)
    return (x + noise * rng.normal(size=x.shape)).astype(np.float32), label.astype(np.float32)


def make_data(seed=0):
    rng = np.random.default_rng(seed)
    x, y = two_moons(rng, 600)
    return (x[:400], y[:400]), (x[400:], y[400:])


def main(num_configs=8, seed=0):
    configs = sample_configs(np.random.default_rng(seed), num_configs)
    return run_sweep(configs, make_data())


if __name__ == "__main__":
    for val_accuracy, config in main():
        print(f"{val_accuracy:.3f}  lr={config['learning_rate']:.2e} wd={config['weight_decay']:.2e}")
