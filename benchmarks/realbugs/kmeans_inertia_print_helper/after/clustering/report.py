def report_iteration(iteration, inertia):
    print(f"iteration {iteration}: inertia {inertia}")
