sigma = 5.67e-8          # Stefan-Boltzmann, W m^-2 K^-4
L_sun = 1361.0           # solar constant, W m^-2
seconds_per_year = 3.156e7
