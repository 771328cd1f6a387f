"""Solve the optimal growth model by value function iteration."""

from growthmodel.model import create_growth_model
from growthmodel.solve import value_function_iteration


def main():
    model = create_growth_model(beta=0.9, alpha=0.4, grid_max=4.0, grid_size=60, shock_size=50, seed=0)
    v, iterations, error = value_function_iteration(model, tol=1e-3, max_iter=80)
    print(f"{iterations} iterations, final error {error:.2e}")
    return model, v, error


if __name__ == "__main__":
    main()
