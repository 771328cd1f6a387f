def report(step, kinetic, potential):
    print("step", step, "total energy", kinetic + potential)  # expect: JXL201
