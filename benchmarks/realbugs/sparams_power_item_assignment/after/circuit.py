from functools import partial

from classical import ClassicalSim
from components import coupler_s

splitter = ClassicalSim(partial(coupler_s, coupling=0.3), input_port=0, output_ports=[2, 3])
