BOLTZ = 1.0  # reduced units: k_B = 1
