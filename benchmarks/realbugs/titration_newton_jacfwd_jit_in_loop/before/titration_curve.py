from speciation import NewtonSolver, WeakAcidSystem


def main(additions=(0.002, 0.005, 0.008)):
    acetic = WeakAcidSystem(pka=4.76, total_acid=0.01)
    solver = NewtonSolver(acetic.residual)
    curve = [-float(solver.solve(acetic.initial_guess(), na)[0]) for na in additions]
    return solver, acetic, curve


if __name__ == "__main__":
    _, _, curve = main()
    print("pH:", [round(ph, 2) for ph in curve])
