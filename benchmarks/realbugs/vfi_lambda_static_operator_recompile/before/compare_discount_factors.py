from savings.model import create_savings_model
from savings.solvers import value_iteration


def solve(beta):
    model = create_savings_model(R=1.01, beta=beta, gamma=1.5, w_max=20.0, w_size=40, y_size=3)
    return value_iteration(model, 1e-5)


def main():
    results = {}
    for beta in (0.94, 0.96, 0.98):
        v_star, policy = solve(beta)
        results[beta] = (v_star, policy)
    return results


if __name__ == "__main__":
    for beta, (v_star, policy) in main().items():
        print(beta, float(v_star.mean()), int(policy[20, 1]))
