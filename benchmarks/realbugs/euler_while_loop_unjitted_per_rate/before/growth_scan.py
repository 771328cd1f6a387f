from odelab import EulerSolver, logistic_growth


def final_populations(solver, rates, capacity=100.0):
    return {rate: float(solver.solve(1.0, 0.0, 10.0, (rate, capacity))) for rate in rates}


def main():
    solver = EulerSolver(logistic_growth, dt=0.01)
    return solver, final_populations(solver, [0.2, 0.4, 0.8])


if __name__ == "__main__":
    _, finals = main()
    for rate, y in finals.items():
        print(f"r={rate:.2f}  y(10)={y:.2f}")
