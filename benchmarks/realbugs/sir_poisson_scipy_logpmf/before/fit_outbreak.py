import numpy as np

from epifit import Calibrator, PoissonCounts, SIRModel

TRUE_BETA, TRUE_GAMMA = 0.45, 0.2


def synthetic_counts(model, seed=3):
    expected = np.asarray(model.daily_incidence(TRUE_BETA, TRUE_GAMMA))
    return np.random.default_rng(seed).poisson(expected)


def main():
    model = SIRModel(population=50_000.0, initial_infected=20.0, num_days=80)
    counts = synthetic_counts(model)
    calibrator = Calibrator(model, PoissonCounts(counts))
    beta, gamma = calibrator.fit(initial=(0.3, 0.1))
    return float(beta), float(gamma)


if __name__ == "__main__":
    beta, gamma = main()
    print(f"beta {beta:.3f} gamma {gamma:.3f} R0 {beta / gamma:.2f}")
